/**
 * docusaurus-plugin-image-zoom 3.0.1 as installed in a site's node_modules, for fixtures: its lib/index.js written
 * with `import` and `export` and no `"type": "module"` (its peer-dependency check left out), whose client module
 * reads `themeConfig.zoom` from `@generated/docusaurus.config` and attaches medium-zoom once it has loaded and again
 * after each `onRouteUpdate`, and gives it the colour mode's background when `data-theme` changes. medium-zoom is a
 * stand-in that records each attach in `window.zoomAttached` (the selector, the background and how many images
 * matched), marks the images, and keeps the background it is updated with in `window.zoomBackground`.
 */
export const IMAGE_ZOOM_PACKAGE: Record<string, string> = {
  'node_modules/docusaurus-plugin-image-zoom/package.json':
    '{ "name": "docusaurus-plugin-image-zoom", "version": "3.0.1", "main": "lib/index.js" }\n',
  'node_modules/docusaurus-plugin-image-zoom/lib/index.js': `import path from 'path';
export default function () {
    return {
        name: 'docusaurus-plugin-image-zoom',
        getClientModules() {
            return [path.resolve(__dirname, './zoom')];
        },
    };
}
`,
  'node_modules/docusaurus-plugin-image-zoom/lib/zoom.js': `import siteConfig from '@generated/docusaurus.config';
import mediumZoom from 'medium-zoom';
const { themeConfig } = siteConfig;
function getBackgroundColor(zoom) {
    const isDarkMode = document.querySelector('html[data-theme="dark"]');
    return isDarkMode
        ? zoom.background?.dark || 'rgb(50, 50, 50)'
        : zoom.background?.light || 'rgb(255, 255, 255)';
}
export default (function () {
    if (typeof window === 'undefined') {
        return null;
    }
    let zoomObject;
    const { zoom } = themeConfig;
    const { selector = '.markdown img', config = {} } = zoom || {};
    if (!zoom) {
        return null;
    }
    config.background = getBackgroundColor(zoom);
    var observer = new MutationObserver(function () {
        if (!zoomObject) {
            return;
        }
        zoomObject.update({ background: getBackgroundColor(zoom) });
    });
    const htmlNode = document.querySelector('html');
    observer.observe(htmlNode, {
        attributes: true,
        attributeFilter: ['data-theme'],
    });
    setTimeout(() => {
        if (zoomObject) {
            zoomObject.detach();
        }
        zoomObject = mediumZoom(selector, config);
    }, 1000);
    return {
        onRouteUpdate() {
            setTimeout(() => {
                if (zoomObject) {
                    zoomObject.detach();
                }
                zoomObject = mediumZoom(selector, config);
            }, 1000);
        },
    };
})();
`,
  'node_modules/medium-zoom/package.json': '{ "name": "medium-zoom", "version": "1.1.0", "main": "index.js" }\n',
  'node_modules/medium-zoom/index.js': `export default function mediumZoom(selector, options) {
  const images = [...document.querySelectorAll(selector)];
  images.forEach((image) => image.classList.add('medium-zoom-image'));
  (window.zoomAttached ??= []).push([selector, options.background, images.length]);
  return {
    detach: () => images.forEach((image) => image.classList.remove('medium-zoom-image')),
    update: ({ background }) => (window.zoomBackground = background),
  };
}
`,
};
