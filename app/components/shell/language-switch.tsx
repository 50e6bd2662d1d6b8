import { useReturnPath } from "~/components/forms/use-return-path.ts";
import { useLanguage, useT } from "~/lib/language.tsx";
import { languageNames, languages } from "~/messages/catalogue.ts";
import { pathIn } from "~/messages/language-path.ts";

/**
 * English / हिंदी at the top of every public page (decision 056): each language's name in its own script and with its
 * own `lang`, the other language a link to this same page in it (its query kept, a form's "sent" flag not). A plain
 * link, so the browser loads the whole page: the other language's catalogue is loaded before its page hydrates.
 */
export function LanguageSwitch() {
  const t = useT();
  const current = useLanguage();
  const here = useReturnPath();
  return (
    <nav aria-label={t("language.switch")} className="text-sm">
      <ul className="flex items-center gap-1">
        {languages.map((language) => (
          <li key={language}>
            {language === current ? (
              <span lang={language} aria-current="true" className="inline-block px-1.5 py-1 font-semibold">
                {languageNames[language]}
              </span>
            ) : (
              <a
                href={pathIn(here, language)}
                lang={language}
                hrefLang={language}
                className="inline-block min-h-7 px-1.5 py-1 text-brand-800 underline underline-offset-2 hover:text-brand-900"
              >
                {languageNames[language]}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
