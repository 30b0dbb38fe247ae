/**
 * A value worked out once per key and then remembered, for at most `limit` keys (all forgotten at once when
 * full): for answers that repeat across requests (a browser's Accept-Encoding, its user agent), so that keys a
 * client makes up can never grow it.
 */
export function boundedMemo<Value>(limit: number): (key: string, compute: () => Value) => Value {
  const memo = new Map<string, Value>();
  return (key, compute) => {
    const known = memo.get(key);
    if (known !== undefined || memo.has(key)) return known as Value;
    const value = compute();
    if (memo.size >= limit) memo.clear();
    memo.set(key, value);
    return value;
  };
}
