// The validator ships JavaScript only: the part the structured-data test uses, typed by hand.
declare module '@adobe/structured-data-validator' {
  export interface ValidationIssue {
    issueMessage: string;
    severity: 'ERROR' | 'WARNING';
    rootType?: string;
    fieldNames?: string[];
    path?: { type?: string; property?: string; index?: number }[];
  }
  /** Takes the schema.org vocabulary as schema.org publishes it (JSON-LD with an @graph). */
  export default class Validator {
    constructor(schemaOrgJson: unknown);
    /** Data as @marbec/web-auto-extractor gives it: the nodes of each format, by their root type. */
    validate(data: { jsonld?: Record<string, object[]> }): Promise<ValidationIssue[]>;
  }
}
