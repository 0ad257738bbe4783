/**
 * `@theme/ReactLiveScope`: the names a live code block's code may use, as @docusaurus/theme-live-codeblock has it
 * (React and its hooks). A site gives more by writing its own in `src/theme/ReactLiveScope`.
 */
import React from 'react';

export default { React, ...React };
