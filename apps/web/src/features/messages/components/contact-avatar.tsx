import type { Contact } from '@sudsy/domain/messages';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { initialsOf } from '@/lib/initials';
import { cn } from '@/lib/utils';

export function ContactAvatar({
  contact,
  className,
}: {
  contact: Pick<Contact, 'name' | 'avatar'>;
  className?: string;
}) {
  return (
    <Avatar className={cn('size-10', className)}>
      {contact.avatar ? <AvatarImage src={contact.avatar} alt="" /> : null}
      <AvatarFallback aria-hidden>{initialsOf(contact.name, '?')}</AvatarFallback>
    </Avatar>
  );
}
