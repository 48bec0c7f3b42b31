// Lingui in the build and the unit tests (docs/languages.md): its macros (t`...`, <Trans>) become
// catalogue lookups, by Babel on the files that import them only, before the React plugin; imported
// .po catalogues are compiled. The config is named by path: the workspace root runs these too.
import { fileURLToPath, URL } from 'node:url';

import { getConfig } from '@lingui/conf';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';

// The preset's hint to try the native transform: its binary is not installed (decision record 0026).
process.env.LINGUI_SUPPRESS_BABEL_WARNING = '1';

const configPath = fileURLToPath(new URL('../lingui.config.ts', import.meta.url));

export function i18nPlugins() {
  const linguiConfig = getConfig({ configPath });
  return [
    babel({ presets: [linguiTransformerBabelPreset({ linguiConfig }, { configPath })] }),
    lingui({ configPath, failOnCompileError: true }),
  ];
}
