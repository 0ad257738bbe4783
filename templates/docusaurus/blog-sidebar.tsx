/**
 * theme-classic's blog sidebars, which a swizzled `BlogSidebar` wraps (`@theme-original/BlogSidebar`) or a swizzled
 * index draws (`@theme/BlogSidebar/Desktop`, `@theme/BlogSidebar/Mobile`): sitegen's blog sidebar and the list of
 * posts its mobile menu shows, from the props theme-classic's BlogLayout passes, the post being read marked.
 */
import Link from './link.js';

/** The props of theme-classic's blog sidebars. */
interface BlogSidebarProps {
  sidebar?: { title: string; items: { title: string; permalink: string }[] };
}

/** The sidebar beside a blog page, as sitegen draws it in Infima's column of 3; none without posts, as theme-classic draws none. */
export default function BlogSidebar({ sidebar }: BlogSidebarProps) {
  if (!sidebar?.items.length) return null;
  return (
    <aside className="col col--3 sidebar blog-sidebar">
      <nav className="sidebar__nav" aria-label={sidebar.title}>
        <div className="sidebar__title">{sidebar.title}</div>
        <BlogSidebarMobile sidebar={sidebar} className="menu" />
      </nav>
    </aside>
  );
}

/** The list of posts, as the mobile menu shows it. */
export function BlogSidebarMobile({ sidebar, className = 'menu__list' }: BlogSidebarProps & { className?: string }) {
  return (
    <ul className={className}>
      {sidebar?.items.map((item) => (
        <li key={item.permalink} className="menu__item menu__list-item">
          <Link isNavLink to={item.permalink} className="menu__link" activeClassName="menu__link--active">
            {item.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}
