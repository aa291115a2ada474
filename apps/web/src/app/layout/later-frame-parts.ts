// The frame's parts that wait for the first page to settle (lib/page-settled.tsx), gathered in one
// module so that they arrive as one file. Imported one by one, each file carried its own copy of the
// menu primitives they share, since the build copies shared code into whatever loads it
// (decision 016): five files and about 186 kB where one file holds them all.
export { ThemeMenu } from '@/app/layout/theme-menu';
export { UserMenu } from '@/app/layout/user-menu';
export { MobileMenuSheet } from '@/app/layout/mobile-menu-sheet';
export { LiveUpdates } from '@/app/layout/live-updates';
export { NotificationBell } from '@/features/notifications/components/notification-bell';
export { Toaster } from '@/components/ui/sonner';
