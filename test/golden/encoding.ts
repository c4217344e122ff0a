/*
 * The golden corpus's values as JSON: what Excel hands a function and what it answers, exactly.
 * JSON has no undefined, NaN, Infinity, -0 or error values, so those are tagged objects; every
 * other value is itself. Decoding makes a fresh CustomFunctions.Error for "$error", as the runtime
 * hands one over.
 */

type Encoded = null | boolean | number | string | Encoded[] | { readonly [key: string]: Encoded };

export function encode(value: unknown): Encoded {
  if (value === undefined) return { $undefined: true };
  if (value === null || typeof value === "boolean" || typeof value === "string") return value;
  if (typeof value === "number") {
    if (Object.is(value, -0)) return { $number: "-0" };
    return Number.isFinite(value) ? value : { $number: String(value) };
  }
  if (Array.isArray(value)) return value.map(encode);
  if (value instanceof CustomFunctions.Error) {
    return { $error: [value.code, value.message === undefined ? null : value.message] };
  }
  if (typeof value === "object") {
    const fields: Record<string, Encoded> = {};
    for (const [key, field] of Object.entries(value)) fields[key] = encode(field);
    return { $object: fields };
  }
  throw new Error(`the golden corpus cannot hold ${typeof value}`);
}

export function decode(value: Encoded): unknown {
  if (value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map(decode);
  const tagged = value as Record<string, Encoded>;
  if ("$undefined" in tagged) return undefined;
  if ("$number" in tagged) return Number(tagged.$number);
  if ("$error" in tagged) {
    const [code, message] = tagged.$error as [string, string | null];
    return new CustomFunctions.Error(
      // A recorded code is any of Excel's, as the runtime may hand over: not only the enum's.
      // eslint-disable-next-line @typescript-eslint/no-unsafe-enum-assignment
      code as CustomFunctions.ErrorCode,
      message === null ? undefined : message
    );
  }
  const fields: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(tagged.$object as Record<string, Encoded>)) {
    fields[key] = decode(field);
  }
  return fields;
}

export type { Encoded };
