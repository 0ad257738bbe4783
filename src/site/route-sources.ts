/** Route families beyond docs and Markdown pages, in the order they claim paths (first one wins). */
import { blogRoutes } from '../blog/blog-routes.js';
import type { RouteSource } from '../routes/create-route-table.js';

/** Extra route sources: the blog and page modules register here. */
export const routeSources: RouteSource[] = [blogRoutes];
