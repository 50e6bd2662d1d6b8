import { createContext, useContext } from "react";

const IntegrityContext = createContext<Readonly<Record<string, string>>>({});

/**
 * Carries the Subresource Integrity of the built scripts (server/asset-integrity.ts) from entry.server to the root
 * layout, for what it writes itself (the shell script's tag, the catalogue's preloads). In the browser the map is
 * empty: those tags are already in the page, and hydration leaves their attributes as they are.
 */
export const AssetIntegrityProvider = IntegrityContext.Provider;
/** Every built script's integrity, by its URL path (empty in the browser). */
export const useAssetIntegrity = (): Readonly<Record<string, string>> => useContext(IntegrityContext);
