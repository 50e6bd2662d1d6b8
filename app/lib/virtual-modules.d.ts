/** The browser chunks of the catalogue by module ("en", "hi/admission-form"), from the client build (vite.config.ts). */
declare module "virtual:catalogue-chunks" {
  const chunks: Readonly<Record<string, string>>;
  export default chunks;
}
