import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ErrorFallback } from "./ErrorFallback.tsx";

function Broken(): never {
  throw new Error("the error page itself failed");
}

describe("ErrorFallback", () => {
  it("shows its children when they render", () => {
    expect(renderToString(<ErrorFallback>fine</ErrorFallback>)).toBe("fine");
  });

  it("has the fallback markup for when they do not", () => {
    const fallback = new ErrorFallback({ children: <Broken /> });
    fallback.state = ErrorFallback.getDerivedStateFromError();
    const html = renderToString(fallback.render());
    expect(html).toContain("Something went wrong.");
    expect(html).toContain("Algo salió mal.");
    expect(html).toContain("Algo deu errado.");
    expect(html).toContain('href="/"');
  });
});
