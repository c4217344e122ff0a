/**
 * `{ [key]: value }` when there is a value, else no field at all: a file's optional element is
 * left out rather than written empty, and an object spread of it stays exact under
 * exactOptionalPropertyTypes.
 * @example ({ pair: "3", ...optional("table", undefined) }) // { pair: "3" }
 */
export function optional<Key extends string, Value>(
  key: Key,
  value: Value | undefined
): { [K in Key]?: Value } {
  return (value === undefined ? {} : { [key]: value }) as { [K in Key]?: Value };
}
