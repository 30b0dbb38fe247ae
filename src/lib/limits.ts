/** Largest request body the server accepts; larger bodies are refused before they are read. */
export const REQUEST_BODY_LIMIT_BYTES = 64 * 1024;
