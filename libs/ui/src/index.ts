export { cn } from './cn';
export { Button, buttonVariants, type ButtonProps } from './components/button';
export { Input, Textarea, Select, fieldClasses } from './components/input';
export { Label } from './components/label';
export { FormField, FieldError, type FormFieldProps } from './components/form-field';
export { Checkbox } from './components/checkbox';
export { FileInput, type FileInputProps } from './components/file-input';
export { Switch } from './components/switch';
export {
  Dialog,
  DialogTrigger,
  DialogClose,
  DialogPortal,
  DialogOverlay,
  DialogContent,
  DialogHeader,
  DialogFooter,
  DialogTitle,
  DialogDescription,
} from './components/dialog';
export { lazyDialog, type LazyDialogProps } from './lazy/lazy-dialog';
export { lazyModule, useLazyModule, type LazyModule } from './lazy/lazy-module';
export { ConfirmDialog, type ConfirmDialogProps } from './components/confirm-dialog';
export { ItemActions, type ItemActionsProps } from './components/item-actions';
export { FormDialog, type FormDialogProps } from './components/form-dialog';
export { FormDialogFooter, type FormDialogFooterProps } from './components/form-dialog-footer';
export { Card, CardHeader, CardTitle, CardDescription, CardContent, CardFooter } from './components/card';
export { Badge, badgeVariants } from './components/badge';
export { Avatar, avatarColors, initialsOf, type AvatarProps } from './components/avatar';
export { Skeleton } from './components/skeleton';
export { Spinner } from './components/spinner';
export { Tooltip, TooltipProvider, TOOLTIP_DELAY_MS, type TooltipProps } from './components/tooltip';
export { PageHeader, EmptyState, ComingSoon, ErrorPanel, LazyTab } from './components/panels';
export { QueryList, type QueryListProps, type ListQuery } from './components/query-list';
export { LoadMoreButton, type LoadMoreButtonProps, type NextPageQuery } from './components/load-more-button';
export {
  DashboardCard,
  PlaceholderList,
  ComingSoonWidget,
  LockedWidget,
  WidgetSkeleton,
  type DashboardCardProps,
} from './dashboard/dashboard-card';
export {
  remoteModules,
  remoteModuleId,
  type RemoteModuleName,
  type RemoteScreens,
  type RemoteWidgets,
  type WidgetProps,
} from './remote-contract';
export {
  PremiumDialogProvider,
  usePremiumDialog,
  isPlanRequiredError,
} from './premium/premium-dialog-context';
export {
  toast,
  dismissToast,
  getToasts,
  subscribeToasts,
  TOAST_LIMIT,
  TOAST_DURATION_MS,
  type ToastInput,
  type ToastItem,
  type ToastVariant,
} from './toast/toast-store';
export { Toaster, ToastProvider, useToast } from './toast/toaster';
export { useFamilyMoney } from './money/use-family-money';
// Not from ./forms' entry: a list's delete needs no react-hook-form (issue #16).
export { deleteWithToast, type DeleteToasts } from './forms/delete-with-toast';
export {
  ThemeProvider,
  useTheme,
  readStoredTheme,
  applyTheme,
  THEME_STORAGE_KEY,
  type Theme,
} from './theme/theme';
export { DevHost, renderDevHost, type DevHostProps, type RenderDevHostOptions } from './dev-host/dev-host';
