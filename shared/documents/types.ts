/**
 * The shapes of document intelligence: the canonical document, its chunks and an extraction
 * result. Field names in snake_case are the contract's ("Canonical document content",
 * "Chunks content", "Extract result content"); optional fields are this service's additions,
 * kept optional so a reader of the contract's shape is never surprised.
 */

export type MediaType = 'pdf' | 'docx';

/** `text_native`: the PDF's text layer; `hybrid_default`: text layer plus OCR of pages that
 *  have none; `hybrid_verified`: OCR checked against the text layer. DOCX is `text_native`. */
export type ParseRoute = 'text_native' | 'hybrid_default' | 'hybrid_verified';

/** Rectangle in PDF points (1/72 in), origin at the page's top-left corner (y grows down). */
export interface BBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** `page_header` / `page_footer` are furniture: running text repeated at the page edges. */
export type BlockKind = 'heading' | 'paragraph' | 'list_item' | 'table' | 'page_header' | 'page_footer';

export interface FontInfo {
  /** PostScript name as embedded (subset prefix removed), e.g. `Helvetica-Bold`. */
  name?: string;
  /** Size in points (dominant size of the block). */
  size?: number;
  bold?: boolean;
  italic?: boolean;
}

/** One visual line (PDF) inside a block, kept for label/value geometry and citations. */
export interface BlockLine {
  text: string;
  bbox: BBox;
}

export interface Block {
  block_id: string;
  kind: BlockKind;
  text: string;
  /** 0-based position in the document-wide reading order. */
  reading_order: number;
  page_number?: number;
  /** PDF only: where the block sits on its page. */
  bbox?: BBox;
  /** Headings: 1 (top) to 6. */
  level?: number;
  /** List items: nesting depth from 0, ordered or bulleted, and the printed marker if any. */
  list?: { depth: number; ordered: boolean; marker?: string };
  font?: FontInfo;
  /** Table blocks: the `table_id` of the page's table holding the cells. */
  table_id?: string;
  /** Where the text came from. */
  source?: 'text_layer' | 'ocr' | 'docx';
  /** OCR blocks: mean word confidence, 0..1. */
  ocr_confidence?: number;
  /** PDF only: the block's lines with their boxes (dropped from sanitized documents). */
  lines?: BlockLine[];
}

export interface TableCell {
  text: string;
  /** 0-based grid position of the cell's top-left slot. */
  row: number;
  col: number;
  row_span: number;
  col_span: number;
  is_header: boolean;
  bbox?: BBox;
}

export interface TableRow {
  cells: TableCell[];
}

export interface Table {
  table_id: string;
  /** The `table` block that stands for this table in the reading order. */
  block_id: string;
  row_count: number;
  col_count: number;
  rows: TableRow[];
  bbox?: BBox;
  /** How the grid was found: drawn rules, aligned text columns, or the DOCX table. */
  detection?: 'ruled' | 'aligned' | 'docx';
}

export interface Page {
  page_number: number;
  blocks: Block[];
  tables: Table[];
  /** PDF only: page size in points after rotation. */
  width?: number;
  height?: number;
  /** How this page's text was obtained. */
  text_source?: 'text_layer' | 'ocr' | 'ocr_verified';
}

export interface CanonicalDocument {
  document_id: string;
  page_count: number;
  block_count: number;
  parse_route: ParseRoute;
  parse_duration_ms: number;
  pages: Page[];
  media_type?: MediaType;
  language?: 'en' | 'es';
  /** True when a tagged PDF's structure tree labelled the blocks. */
  tagged?: boolean;
  title?: string;
  /** OCR pages: agreement of OCR words with the text layer (hybrid_verified), 0..1. */
  ocr_agreement?: number;
}

export interface Chunk {
  chunk_id: string;
  text: string;
  page_number: number;
  block_ids: string[];
  token_count: number;
  /** Headings the chunk sits under, outermost first. */
  headings?: string[];
  /** Every page the chunk touches (first one is `page_number`). */
  page_numbers?: number[];
}

export interface ChunksContent {
  document_id: string;
  source_artifact_id: string;
  chunks: Chunk[];
  /** Tokenizer used for `token_count` and the chunk size limit. */
  tokenizer?: string;
  max_tokens?: number;
}

/** The subset of JSON Schema that extraction understands (others are kept and ignored). */
export interface JsonSchema {
  type?: 'string' | 'number' | 'integer' | 'boolean' | 'array' | 'object' | 'null' | (string & {});
  description?: string;
  title?: string;
  format?: string;
  pattern?: string;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  /** This service's hint: printed labels to look for (any language). */
  'x-labels'?: string[];
  [keyword: string]: unknown;
}

export interface JsonSchemaObject extends JsonSchema {
  type?: 'object';
  properties: Record<string, JsonSchema>;
}

export interface Citation {
  page_number: number;
  block_id: string;
  text_snippet: string;
  /** Value's box on the page (PDF only). */
  bbox?: BBox;
  /** The label the value was found by, with its own box, when there was one. */
  label?: { text: string; block_id: string; bbox?: BBox };
}

export interface ExtractedField {
  field_name: string;
  value: unknown;
  confidence: number;
  citations: Citation[];
}

export interface ExtractResult {
  document_id: string;
  source_artifact_id: string;
  template_id: string;
  schema_used: JsonSchema;
  fields: ExtractedField[];
  raw_output: Record<string, unknown>;
  validation_errors: string[];
  extraction_duration_ms: number;
  model_versions: Record<string, string>;
}

export interface ParseOptions {
  language: 'en' | 'es';
  documentId: string;
  /** `true`: OCR every page and verify against the text layer (`hybrid_verified`);
   *  `false`: never OCR; unset: OCR only pages without a text layer. */
  ocr?: boolean;
}

export type ExtractSpec = { templateId: 'invoice' } | { schema: JsonSchemaObject };
