import type { CanonicalDocument, ExtractResult, ExtractSpec, JsonSchemaObject } from '../types.js';

export const INVOICE_TEMPLATE: JsonSchemaObject = { type: 'object', properties: {}, required: [] };

export function extractFields(doc: CanonicalDocument, spec: ExtractSpec, sourceArtifactId: string): ExtractResult {
  const schema = 'schema' in spec ? spec.schema : INVOICE_TEMPLATE;
  return {
    document_id: doc.document_id,
    source_artifact_id: sourceArtifactId,
    template_id: 'schema' in spec ? 'custom' : spec.templateId,
    schema_used: schema,
    fields: [],
    raw_output: {},
    validation_errors: [],
    extraction_duration_ms: 0,
    model_versions: {},
  };
}
