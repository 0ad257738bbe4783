/**
 * A plugin's options as Docusaurus 2.4 hands them to its function, and the themeConfig it sees. A plugin that exports `validateOptions` (on its
 * module, its module's `default`, or the function itself) gets what that returns: its schema's defaults filled in
 * (questdb.io's tutorial plugin reads `options.path` from them, never written in its config). The `validate` it is
 * given is `normalizePluginOptions` of the site's `@docusaurus/utils-validation`, as under Docusaurus; a site without
 * it installed gets the same steps done with the schema's own `validate`. Every plugin's options have an `id`,
 * `'default'` unless the config sets one.
 */
import { createRequire } from 'node:module';

type Obj = Record<string, unknown>;

/** A plugin module's `validateOptions({ validate, options })`. */
export type ValidateOptions = (args: { validate: Validate; options: Obj }) => unknown;

/** `normalizePluginOptions(schema, options)`: a Joi schema's validated value, or its error thrown. */
type Validate = (schema: unknown, options: Obj) => unknown;

interface JoiLike {
  validate(value: unknown, options: { convert: boolean }): { error?: unknown; value: unknown };
}

const DEFAULT_PLUGIN_ID = 'default';

/** A plugin module's `validateThemeConfig({ validate, themeConfig })`. */
export type ValidateThemeConfig = (args: { validate: Validate; themeConfig: Obj }) => unknown;

/** The `validateOptions` and `validateThemeConfig` a plugin's module (or function) exports, if any. */
export function validatorsOf(exports: unknown): {
  validateOptions?: ValidateOptions;
  validateThemeConfig?: ValidateThemeConfig;
} {
  const found = (name: string) => {
    const module = exports as ({ default?: Obj } & Obj) | null;
    const value = module?.default?.[name] ?? module?.[name];
    return typeof value === 'function' ? value : undefined;
  };
  const validateOptions = found('validateOptions') as ValidateOptions | undefined;
  const validateThemeConfig = found('validateThemeConfig') as ValidateThemeConfig | undefined;
  return { ...(validateOptions && { validateOptions }), ...(validateThemeConfig && { validateThemeConfig }) };
}

/** The options the plugin at `file` is called with (see the top of this file); throws what its validation throws. */
export function pluginOptions(options: Obj, validateOptions: ValidateOptions | undefined, file: string): Obj {
  if (!validateOptions) return { ...options, id: options.id ?? DEFAULT_PLUGIN_ID };
  const validated = validateOptions({ validate: validateFunction(file), options });
  return validated && typeof validated === 'object' ? (validated as Obj) : {};
}

/**
 * The themeConfig the plugins after this one see: what its `validateThemeConfig` returns, over the themeConfig as it
 * was (Docusaurus merges them so). `validate` is the site's `normalizeThemeConfig`, else the schema's own, which lets
 * keys it does not name through; throws what the validation throws.
 */
export function validatedThemeConfig(themeConfig: Obj, validate: ValidateThemeConfig, file: string): Obj {
  const validated = validate({ validate: themeValidateFunction(file), themeConfig });
  return { ...themeConfig, ...(validated && typeof validated === 'object' ? (validated as Obj) : {}) };
}

function themeValidateFunction(file: string): Validate {
  const site = siteValidation(file, 'normalizeThemeConfig');
  if (site) return site;
  return (schema, themeConfig) => {
    const joi = schema as JoiLike & { unknown?: () => JoiLike };
    const { error, value } = (joi.unknown?.() ?? joi).validate(themeConfig, { convert: false });
    if (error) throw error;
    return value;
  };
}

/** `@docusaurus/utils-validation`'s function `name`, as resolved from the plugin's file, if it is installed. */
function siteValidation(file: string, name: string): Validate | undefined {
  try {
    const utils = createRequire(file)('@docusaurus/utils-validation') as Obj;
    if (typeof utils[name] === 'function') return utils[name] as Validate;
  } catch {
    // Not installed: the schema validates alone.
  }
  return undefined;
}

/** The site's `normalizePluginOptions`, as resolved from the plugin's file; else its steps, without Joi's `id` rule. */
function validateFunction(file: string): Validate {
  const site = siteValidation(file, 'normalizePluginOptions');
  if (site) return site;
  return (schema, { id = DEFAULT_PLUGIN_ID, ...options } = {}) => {
    const { error, value } = (schema as JoiLike).validate(options, { convert: false });
    if (error) throw error;
    return { ...(value as Obj), id };
  };
}
