import { useState } from 'react';
import { format, parseISO } from 'date-fns';
import { AwardIcon, ExternalLinkIcon, PlusIcon } from 'lucide-react';
import { toast } from 'sonner';
import { dateFormats } from '@sudsy/domain/constants';
import { credentialToasts, type Certification } from '@sudsy/domain/washer-credentials';
import { EmptyState } from '@/components/empty-state';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { serverMessage } from '@/lib/error-message';
import { useRemoveCertification } from '../api/remove-certification';
import { CertificationsAddDialog } from './certifications-add-dialog';
import { CredentialsTable, RemoveRowButton } from './skills-credentials-table';

const day = (date: string) => format(parseISO(date), dateFormats.created);

/** The Certifications table (Certification, Issuer, Issue Date, Expiry Date, Actions) with its add dialog. */
export function CertificationsCard({ certifications }: { certifications: Certification[] }) {
  const [adding, setAdding] = useState(false);
  const remove = useRemoveCertification();

  const onRemove = async (certification: Certification) => {
    try {
      await remove.mutateAsync(certification.id);
      toast.success(credentialToasts.certificationRemoved.title, { description: certification.name });
    } catch (error) {
      toast.error('Error', {
        description: serverMessage(error) ?? 'Failed to remove the certification. Please try again.',
      });
    }
  };

  return (
    <SectionCard
      id="certifications-title"
      title="Certifications"
      icon={<AwardIcon />}
      description="Training and credentials, shown on your public profile."
      action={
        <Button size="sm" onClick={() => setAdding(true)}>
          <PlusIcon aria-hidden />
          Add Certification
        </Button>
      }
    >
      {certifications.length === 0 ? (
        <EmptyState
          icon={AwardIcon}
          title="No certifications added yet"
          description="Add a certificate with its issuer and dates, and a link to verify it."
        />
      ) : (
        <CredentialsTable
          minWidth="min-w-[36rem]"
          label="Certifications"
          columns={['Certification', 'Issuer', 'Issue Date', 'Expiry Date', 'Actions']}
        >
          {certifications.map((certification) => (
            <tr key={certification.id} className="border-t">
              <td className="px-3 py-2 font-medium">
                {certification.verificationUrl ? (
                  <a
                    href={certification.verificationUrl}
                    target="_blank"
                    rel="noopener noreferrer nofollow"
                    className="inline-flex items-center gap-1 underline-offset-4 hover:underline"
                  >
                    {certification.name}
                    <ExternalLinkIcon className="size-3.5" aria-hidden />
                    <span className="sr-only"> (verify, opens in a new tab)</span>
                  </a>
                ) : (
                  certification.name
                )}
              </td>
              <td className="px-3 py-2">{certification.issuer}</td>
              <td className="px-3 py-2 whitespace-nowrap">{day(certification.issueDate)}</td>
              <td className="px-3 py-2 whitespace-nowrap">
                {certification.expiryDate ? (
                  day(certification.expiryDate)
                ) : (
                  <span className="text-muted-foreground">None</span>
                )}
              </td>
              <td className="px-3 py-2 text-right">
                <RemoveRowButton
                  label={certification.name}
                  pending={remove.isPending && remove.variables === certification.id}
                  onClick={() => void onRemove(certification)}
                />
              </td>
            </tr>
          ))}
        </CredentialsTable>
      )}
      <CertificationsAddDialog open={adding} onOpenChange={setAdding} />
    </SectionCard>
  );
}
