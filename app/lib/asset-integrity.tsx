import { createContext, useContext } from "react";

const IntegrityContext = createContext<Readonly<Record<string, string>>>({});

/**
 * Carries the Subresource Integrity of the built scripts (server/asset-integrity.ts) from entry.server to the root
 * layout, for the script tag it writes itself (the shell script). In the browser the map is empty: the tag is
 * already in the page, and hydration leaves its attribute as it is.
 */
export const AssetIntegrityProvider = IntegrityContext.Provider;
export const useAssetIntegrity = (url: string): string | undefined => useContext(IntegrityContext)[url];
/** Every built script's integrity, by its URL path (empty in the browser). */
export const useAssetIntegrityMap = (): Readonly<Record<string, string>> => useContext(IntegrityContext);
