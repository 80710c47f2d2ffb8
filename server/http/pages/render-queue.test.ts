import { describe, expect, it } from "vitest";
import { createRenderQueue } from "./render-queue.ts";

/** A render the test finishes when it chooses. */
function deferred() {
  let finish!: (value: string) => void;
  let fail!: (error: Error) => void;
  const promise = new Promise<string>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return { promise, finish, fail };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("the render queue", () => {
  it("runs at most its concurrency at once and starts the others in arrival order", async () => {
    const queue = createRenderQueue(2);
    const renders = [deferred(), deferred(), deferred(), deferred()];
    const started: number[] = [];
    const results = renders.map((render, index) =>
      queue.run(() => {
        started.push(index);
        return render.promise;
      }),
    );
    await settle();
    expect(started).toEqual([0, 1]);
    expect([queue.running, queue.waiting]).toEqual([2, 2]);

    renders[1].finish("b");
    await settle();
    expect(started).toEqual([0, 1, 2]);
    renders[0].finish("a");
    await settle();
    expect(started).toEqual([0, 1, 2, 3]);
    renders[2].finish("c");
    renders[3].finish("d");
    expect(await Promise.all(results)).toEqual(["a", "b", "c", "d"]);
    expect([queue.running, queue.waiting]).toEqual([0, 0]);
  });

  it("gives a failed render's slot to the next one and passes the failure on", async () => {
    const queue = createRenderQueue(1);
    const failing = deferred();
    const first = queue.run(() => failing.promise);
    const second = queue.run(async () => "next");
    await settle();
    expect(queue.waiting).toBe(1);
    failing.fail(new Error("loader failed"));
    await expect(first).rejects.toThrow("loader failed");
    expect(await second).toBe("next");
    expect(queue.running).toBe(0);
  });

  it("does not let a newcomer take a freed slot ahead of one already waiting", async () => {
    const queue = createRenderQueue(1);
    const order: string[] = [];
    const holder = deferred();
    const first = queue.run(() => holder.promise);
    const waiter = queue.run(async () => void order.push("waiter"));
    holder.finish("done");
    const newcomer = queue.run(async () => void order.push("newcomer"));
    await Promise.all([first, waiter, newcomer]);
    expect(order).toEqual(["waiter", "newcomer"]);
  });

  it("tells how many wait whenever that changes", async () => {
    const heard: number[] = [];
    const queue = createRenderQueue(1, (waiting) => heard.push(waiting));
    const holder = deferred();
    const runs = [queue.run(() => holder.promise), queue.run(async () => "b"), queue.run(async () => "c")];
    holder.finish("a");
    await Promise.all(runs);
    expect(heard).toEqual([1, 2, 1, 0]);
  });

  it("refuses a concurrency below one", () => {
    expect(() => createRenderQueue(0)).toThrow(RangeError);
    expect(() => createRenderQueue(1.5)).toThrow(RangeError);
  });
});
