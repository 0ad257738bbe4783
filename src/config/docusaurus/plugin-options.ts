/**
 * A plugin's options as Docusaurus 2.4 hands them to its function. A plugin that exports `validateOptions` (on its
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

/** The `validateOptions` a plugin's module (or function) exports, if any. */
export function validatorOf(exports: unknown): ValidateOptions | undefined {
  const module = exports as { default?: { validateOptions?: unknown }; validateOptions?: unknown } | null;
  const found = module?.default?.validateOptions ?? module?.validateOptions;
  return typeof found === 'function' ? (found as ValidateOptions) : undefined;
}

/** The options the plugin at `file` is called with (see the top of this file); throws what its validation throws. */
export function pluginOptions(options: Obj, validateOptions: ValidateOptions | undefined, file: string): Obj {
  if (!validateOptions) return { ...options, id: options.id ?? DEFAULT_PLUGIN_ID };
  const validated = validateOptions({ validate: validateFunction(file), options });
  return validated && typeof validated === 'object' ? (validated as Obj) : {};
}

/** The site's `normalizePluginOptions`, as resolved from the plugin's file; else its steps, without Joi's `id` rule. */
function validateFunction(file: string): Validate {
  try {
    const utils = createRequire(file)('@docusaurus/utils-validation') as { normalizePluginOptions?: unknown };
    if (typeof utils.normalizePluginOptions === 'function') return utils.normalizePluginOptions as Validate;
  } catch {
    // Not installed: the schema validates alone.
  }
  return (schema, { id = DEFAULT_PLUGIN_ID, ...options } = {}) => {
    const { error, value } = (schema as JoiLike).validate(options, { convert: false });
    if (error) throw error;
    return { ...(value as Obj), id };
  };
}
