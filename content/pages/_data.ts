/** The shapes of this site's data files (`content/data/*.json`), for the page modules that read them. */

/** `apps.json`: the showcase. */
export interface AppsFile {
  categories: AppCategory[];
  apps: App[];
}

/** A showcase category. */
export interface AppCategory {
  id: string;
  name: string;
}

/** An app built on Electron. `icon` is an image path; without one a letter tile in `color` is shown. */
export interface App {
  name: string;
  slug: string;
  description: string;
  category: string;
  website: string | null;
  repository: string | null;
  /** When the app joined the showcase, `YYYY-MM-DD` ("most recent" sorts by it). */
  date: string;
  color: string;
  icon?: string;
}

/** `governance.json`: the working groups. */
export interface GovernanceFile {
  intro: string;
  groups: WorkingGroup[];
}

/** A working group and its members. */
export interface WorkingGroup {
  id: string;
  name: string;
  description: string;
  members: GroupMember[];
}

/** A working-group member; `github` is the account name. */
export interface GroupMember {
  name: string;
  github: string;
  chair: boolean;
}

/** `community.json`: resource groups. */
export interface CommunityFile {
  groups: { title: string; description: string; links: { label: string; href: string; description: string }[] }[];
}
