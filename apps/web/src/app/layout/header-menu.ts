/** What the header passes its lazily loaded menus. */
export type HeaderMenuProps = {
  /** Open as soon as the menu mounts: its button was pressed while the menu's code was loading. */
  openAtOnce?: boolean;
  onOpenChange?: (open: boolean) => void;
};
