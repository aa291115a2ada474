/** Where the controls of a page drawn without the app are, for its markup and for the script that makes them work. */
export const visitorPageIds = {
  themeButton: 'theme-menu-button',
  themeMenu: 'theme-menu',
  sideMenuButton: 'side-menu-button',
  sideMenu: 'side-menu',
  sideMenuTitle: 'side-menu-title',
  sideMenuDescription: 'side-menu-description',
} as const;
