/**
 * Class names of sitegen's own buttons. They are Infima's, so a Docusaurus site's CSS draws them as its buttons:
 * Infima's bare `.button` is white text on no background, so a quiet button needs the secondary outline variant.
 */
export const PRIMARY_BUTTON = 'button button--primary';
export const SECONDARY_BUTTON = 'button button--secondary button--outline';
