import { Component, type ReactNode } from "react";

/**
 * The last line of defence (docs/behaviour/screens.md#error-page): if the error page itself fails to render, a plain message
 * with a link home in all three languages, since translations may be what failed.
 */
const FALLBACK = [
  { lang: "en", text: "Something went wrong.", home: "Home" },
  { lang: "es", text: "Algo salió mal.", home: "Inicio" },
  { lang: "pt", text: "Algo deu errado.", home: "Início" },
];

export class ErrorFallback extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section className="error-view" role="alert">
        {FALLBACK.map(({ lang, text, home }) => (
          <p key={lang} lang={lang}>
            {text} <a href="/">{home}</a>
          </p>
        ))}
      </section>
    );
  }
}
