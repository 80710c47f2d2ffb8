import type { z } from "zod";

/** The same type written out field by field, so `A & B` and the flat object compare equal. */
type Flat<T> = T extends object ? { [K in keyof T]: Flat<T[K]> } : T;

/** True when A and B are the same type, optional fields included (the compiler's own identity check). */
type Same<A, B> =
  (<G>() => G extends Flat<A> ? 1 : 2) extends <G>() => G extends Flat<B> ? 1 : 2 ? true : false;

/**
 * Ties a zod schema to the contract type it describes: `contract<ArticleJson>()(z.object({…}))`
 * compiles only when the schema parses to exactly that type (no field missing, none extra, the
 * same optionality). The type stays the readable contract that the pages import (type-only, so no
 * zod reaches the browser); the schema is what the server validates and documents with, and the
 * compiler keeps the two the same.
 */
export function contract<T>() {
  return <S extends z.ZodType>(
    schema: S &
      (Same<z.output<S>, T> extends true ? unknown : { "schema and type differ": [z.output<S>, T] }),
  ): S => schema;
}
