import { NONCE, secureHeaders } from "hono/secure-headers";

/**
 * Security headers on every response. Scripts run only from our origin or with the request's
 * nonce (React Router's inline hydration scripts carry it), pages cannot be framed elsewhere.
 */
export function securityHeaders(options: { upgradeInsecure: boolean }) {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", NONCE],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:"],
      mediaSrc: ["'self'", "blob:"],
      connectSrc: ["'self'"],
      // YouTube videos play in the privacy-enhanced embed, only after the reader presses play.
      frameSrc: ["'self'", "https://www.youtube-nocookie.com"],
      fontSrc: ["'self'", "data:"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
      ...(options.upgradeInsecure ? { upgradeInsecureRequests: [] } : {}),
    },
    xContentTypeOptions: "nosniff",
    referrerPolicy: "strict-origin-when-cross-origin",
    xFrameOptions: "SAMEORIGIN",
    strictTransportSecurity: options.upgradeInsecure ? "max-age=15552000; includeSubDomains" : false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: "same-origin",
  });
}
