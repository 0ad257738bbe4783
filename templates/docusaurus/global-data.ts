/** `@docusaurus/useGlobalData`: the data plugins set with `setGlobalData`, by plugin name and id. */
import { usePageData } from '../page-api.js';
import { docusaurusContext } from './runtime.js';

/** Every plugin's global data. */
export default function useGlobalData(): Record<string, Record<string, unknown>> {
  return docusaurusContext(usePageData()).globalData;
}

/** Every instance's data of one plugin. */
export function useAllPluginInstancesData(name: string): Record<string, unknown> {
  const all = useGlobalData()[name];
  if (!all)
    throw new Error(
      `no global data for the plugin "${name}"; plugins with global data: ${Object.keys(useGlobalData()).join(', ') || '(none)'}`,
    );
  return all;
}

/** One instance's data (`id` defaults to 'default'). */
export function usePluginData(name: string, id = 'default'): unknown {
  const data = useAllPluginInstancesData(name)[id];
  if (data === undefined) throw new Error(`the plugin "${name}" has no global data for the id "${id}"`);
  return data;
}
