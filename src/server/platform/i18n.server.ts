import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGS, flatten, translate, type Lang, type Messages, type Vars } from '../../domain/i18n.ts';

const LOCALES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../locales');

/** Reads every `src/locales/{lang}/{namespace}.json` into one flat catalog per language. */
export function loadCatalogs(dir = LOCALES_DIR): Record<Lang, Messages> {
  const out = {} as Record<Lang, Messages>;
  for (const lang of LANGS) {
    const messages: Messages = {};
    const langDir = path.join(dir, lang);
    for (const file of fs
      .readdirSync(langDir)
      .filter((f) => f.endsWith('.json'))
      .sort()) {
      const ns = file.replace(/\.json$/, '');
      flatten(JSON.parse(fs.readFileSync(path.join(langDir, file), 'utf8')), ns, messages);
    }
    out[lang] = messages;
  }
  return out;
}

export interface I18n {
  catalogs: Record<Lang, Messages>;
  t(lang: Lang, key: string, vars?: Vars): string;
}

export function createI18n(catalogs = loadCatalogs()): I18n {
  return { catalogs, t: (lang, key, vars) => translate(catalogs[lang], lang, key, vars) };
}
