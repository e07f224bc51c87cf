// The SWV ("schema-woven validation") schema Contact Form 7 serves at contact-forms/{id}/feedback/schema
// (CF7 5.7.3 includes/swv/swv.php: WPCF7_SWV_Schema::to_array()).

export interface SwvRule {
  rule: string;
  field: string;
  error: string;
  /** min/max rules: a number (length, items, number, bytes) or a date (Y-m-d); PHP prints it as a string or a number. */
  threshold?: number | string;
  /** `enum`: the accepted values; `file`: extensions (".pdf") or MIME types ("image/*"). */
  accept?: readonly string[];
}

export interface SwvSchema {
  version?: string;
  locale?: string;
  rules: readonly SwvRule[];
}
