/** One filter of a console list: its query parameter, label, current value and options (from the server to the form). */
export interface Choice {
  name: string;
  label: string;
  value: string | undefined;
  /** The first option (no filter) comes first, with the value ''. */
  options: readonly { value: string; label: string }[];
}
