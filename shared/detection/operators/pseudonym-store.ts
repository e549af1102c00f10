import type { PseudonymStore } from '../types.js';

/** Pseudonym mappings in memory, for the CLI and tests (the API uses DynamoDB). */
export class InMemoryPseudonymStore implements PseudonymStore {
  private readonly byPseudonym = new Map<string, { entityType: string; value: string }>();
  private readonly byValue = new Map<string, string>();

  private static key(entityType: string, value: string): string {
    return `${entityType}\u0000${value}`;
  }

  async findByValue(entityType: string, value: string): Promise<string | undefined> {
    return this.byValue.get(InMemoryPseudonymStore.key(entityType, value));
  }

  async claim(pseudonym: string, entityType: string, value: string): Promise<boolean> {
    const owner = this.byPseudonym.get(pseudonym);
    if (owner) return owner.entityType === entityType && owner.value === value;
    this.byPseudonym.set(pseudonym, { entityType, value });
    this.byValue.set(InMemoryPseudonymStore.key(entityType, value), pseudonym);
    return true;
  }

  /** The original behind a pseudonym (for depseudonymize in local tools). */
  reveal(pseudonym: string): { entityType: string; value: string } | undefined {
    return this.byPseudonym.get(pseudonym);
  }

  get size(): number {
    return this.byPseudonym.size;
  }
}
