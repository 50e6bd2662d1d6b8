import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { languageOfPath } from "./messages/catalogue.ts";
import { loadLanguage } from "./messages/load-language.ts";

// React Router's own start, after the page's language has its catalogue (app/messages/load-language.ts).
void loadLanguage(languageOfPath(window.location.pathname)).then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  }),
);
