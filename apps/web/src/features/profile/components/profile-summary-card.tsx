import { CameraIcon, LogOutIcon, MailIcon } from 'lucide-react';
import type { Account } from '@sudsy/domain/account';
import { roleLabels } from '@sudsy/domain/roles';
import { PendingLabel } from '@/components/pending-label';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { initialsOf } from '@/lib/initials';
import { useSignOut } from '@/lib/sign-out';
import { UpdatePhotoDialog } from './update-photo-dialog';

/** The card beside the tabs: who this is, their photo (with the Update Profile Photo dialog) and Log Out. */
export function ProfileSummaryCard({ account }: { account: Account }) {
  const signOut = useSignOut();
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-4 text-center">
        <div className="relative">
          <Avatar className="size-24 text-2xl">
            {account.image ? <AvatarImage src={account.image} alt="Your profile photo" /> : null}
            <AvatarFallback className="text-2xl">{initialsOf(account.name, account.email)}</AvatarFallback>
          </Avatar>
        </div>
        <div className="grid min-w-0 gap-1">
          <p className="text-lg font-semibold break-words">{account.name || account.email}</p>
          <p className="flex items-center justify-center gap-1.5 text-sm break-all text-muted-foreground">
            <MailIcon className="size-3.5 shrink-0" aria-hidden />
            {account.email}
          </p>
          <Badge variant="secondary" className="mx-auto mt-1">
            {roleLabels[account.role]}
          </Badge>
        </div>
        <div className="grid w-full gap-2">
          <UpdatePhotoDialog
            current={account.image}
            trigger={
              <Button variant="outline" className="w-full">
                <CameraIcon aria-hidden />
                Update Profile Photo
              </Button>
            }
          />
          <Button
            variant="ghost"
            className="w-full text-destructive hover:text-destructive"
            onClick={() => signOut.mutate()}
            disabled={signOut.isPending}
          >
            {signOut.isPending ? null : <LogOutIcon aria-hidden />}
            <PendingLabel pending={signOut.isPending} idle="Log Out" busy="Logging out..." />
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
