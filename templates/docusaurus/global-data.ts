/** `@docusaurus/useGlobalData`: the data plugins set with `setGlobalData`, by plugin name and id. */
import { usePageData } from '../page-api.js';
import { docusaurusContext } from './runtime.js';

type GlobalData = Record<string, Record<string, unknown>>;

/** Every plugin's global data. */
export default function useGlobalData(): GlobalData {
  return docusaurusContext(usePageData()).globalData;
}

/** Every instance's data of one plugin. */
export function useAllPluginInstancesData(name: string): Record<string, unknown> {
  return pluginInstancesData(useGlobalData(), name);
}

/** One instance's data (`id` defaults to 'default'). */
export function usePluginData(name: string, id = 'default'): unknown {
  return pluginData(useGlobalData(), name, id);
}

/** The instances' data of plugin `name` in `globalData`; an error names the plugins that have some. */
export function pluginInstancesData(globalData: GlobalData, name: string): Record<string, unknown> {
  const all = globalData[name];
  if (!all)
    throw new Error(
      `no global data for the plugin "${name}"; plugins with global data: ${Object.keys(globalData).join(', ') || '(none)'}`,
    );
  return all;
}

/** The data of instance `id` of plugin `name` in `globalData`. */
export function pluginData(globalData: GlobalData, name: string, id = 'default'): unknown {
  const data = pluginInstancesData(globalData, name)[id];
  if (data === undefined) throw new Error(`the plugin "${name}" has no global data for the id "${id}"`);
  return data;
}
