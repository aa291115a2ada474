import { useState } from 'react';
import { PlusIcon, WrenchIcon } from 'lucide-react';
import { toast } from 'sonner';
import { credentialToasts, skillLevelLabels, type Skill } from '@sudsy/domain/washer-credentials';
import { EmptyState } from '@/components/empty-state';
import { SectionCard } from '@/components/section-card';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { serverMessage } from '@/lib/error-message';
import { useRemoveSkill } from '../api/remove-skill';
import { CredentialsTable, RemoveRowButton } from './skills-credentials-table';
import { SkillsAddDialog } from './skills-add-dialog';

/** The Skills table (Skill, Proficiency, Actions) with its add dialog and a Remove button per row. */
export function SkillsCard({ skills }: { skills: Skill[] }) {
  const [adding, setAdding] = useState(false);
  const remove = useRemoveSkill();

  const onRemove = async (skill: Skill) => {
    try {
      await remove.mutateAsync(skill.id);
      toast.success(credentialToasts.skillRemoved.title, { description: skill.name });
    } catch (error) {
      toast.error('Error', { description: serverMessage(error) ?? 'Failed to remove the skill. Please try again.' });
    }
  };

  return (
    <SectionCard
      id="skills-title"
      title="Skills"
      icon={<WrenchIcon />}
      description="What you are good at, shown on your public profile."
      action={
        <Button size="sm" onClick={() => setAdding(true)}>
          <PlusIcon aria-hidden />
          Add Skill
        </Button>
      }
    >
      {skills.length === 0 ? (
        <EmptyState
          icon={WrenchIcon}
          title="No skills added yet"
          description="Add the techniques you master, from hand washing to paint correction."
        />
      ) : (
        <CredentialsTable minWidth="min-w-[18rem]" label="Skills" columns={['Skill', 'Proficiency', 'Actions']}>
          {skills.map((skill) => (
            <tr key={skill.id} className="border-t">
              <td className="px-3 py-2 font-medium">{skill.name}</td>
              <td className="px-3 py-2">
                <Badge variant="secondary">{skillLevelLabels[skill.level]}</Badge>
              </td>
              <td className="px-3 py-2 text-right">
                <RemoveRowButton
                  label={skill.name}
                  pending={remove.isPending && remove.variables === skill.id}
                  onClick={() => void onRemove(skill)}
                />
              </td>
            </tr>
          ))}
        </CredentialsTable>
      )}
      <SkillsAddDialog open={adding} onOpenChange={setAdding} />
    </SectionCard>
  );
}
