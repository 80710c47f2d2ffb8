import { createContext } from "react";

/** The CSP nonce of the server response; undefined in the browser (it is only needed in HTML). */
export const NonceContext = createContext<string | undefined>(undefined);
