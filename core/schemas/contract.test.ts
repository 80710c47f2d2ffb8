import { describe, expect, it } from "vitest";
import { z } from "zod";
import { contract } from "./contract.ts";

type Item = { x: number; note?: string };
type Shape = { id: number; name: string | null; items: Item[]; kind: "a" | "b" };

const item = z.object({ x: z.number(), note: z.string().optional() });

describe("contract", () => {
  it("accepts a schema of exactly the type and returns it unchanged", () => {
    const schema = z.object({
      id: z.number(),
      name: z.string().nullable(),
      items: z.array(item),
      kind: z.enum(["a", "b"]),
    });
    expect(contract<Shape>()(schema)).toBe(schema);
  });

  it("refuses, at compile time, a schema that differs from its type", () => {
    const fields = {
      id: z.number(),
      name: z.string().nullable(),
      items: z.array(item),
      kind: z.enum(["a", "b"]),
    };
    // Each line fails to compile if `contract` stops telling the difference (npm run typecheck).
    // @ts-expect-error a field missing
    contract<Shape>()(z.object({ id: fields.id, name: fields.name, items: fields.items }));
    // @ts-expect-error a field too many
    contract<Shape>()(z.object({ ...fields, extra: z.string() }));
    // @ts-expect-error an optional field made required, deep in an array
    contract<Shape>()(z.object({ ...fields, items: z.array(z.object({ x: z.number(), note: z.string() })) }));
    // @ts-expect-error a wider enum
    contract<Shape>()(z.object({ ...fields, kind: z.enum(["a", "b", "c"]) }));
    // @ts-expect-error nullable where the type is not
    contract<Shape>()(z.object({ ...fields, id: z.number().nullable() }));
  });
});
