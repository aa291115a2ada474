import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import type { z } from 'zod';
import { skillLevels } from '@sudsy/domain/constants';
import {
  credentialLimits,
  credentialToasts,
  defaultSkillLevel,
  skillInputSchema,
  skillLevelLabels,
  type SkillInput,
} from '@sudsy/domain/washer-credentials';
import { FormDialogFooter } from '@/components/form-dialog-footer';
import { Form } from '@/components/ui/form';
import { FormInputField } from '@/components/ui/form-input-field';
import { FormSelectField } from '@/components/ui/form-select-field';
import { ApiError } from '@/lib/api-client';
import { serverMessage } from '@/lib/error-message';
import { useAddSkill } from '../api/add-skill';
import { CredentialAddDialog } from './credential-add-dialog';

type SkillOutput = z.output<typeof skillInputSchema>;
const levelOptions = skillLevels.map((level) => ({ value: level, label: skillLevelLabels[level] }));

export function SkillsAddDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <CredentialAddDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add Skill"
      description="A skill customers can count on, and how practised you are at it."
      className="sm:max-w-md"
    >
      {(close) => <SkillForm onDone={close} />}
    </CredentialAddDialog>
  );
}

function SkillForm({ onDone }: { onDone: () => void }) {
  const form = useForm<SkillInput, unknown, SkillOutput>({
    resolver: zodResolver(skillInputSchema),
    defaultValues: { name: '', level: defaultSkillLevel },
  });
  const add = useAddSkill();

  const onValid = async (values: SkillOutput) => {
    try {
      const skill = await add.mutateAsync(values);
      toast.success(credentialToasts.skillAdded.title, {
        description: `${skill.name} (${skillLevelLabels[skill.level]})`,
      });
      onDone();
    } catch (error) {
      // A duplicate (409) or a full list is about the name.
      const message = serverMessage(error);
      if (error instanceof ApiError && message && (error.status === 409 || error.fields.name))
        form.setError('name', { message });
      toast.error('Error', { description: message ?? 'Failed to add the skill. Please try again.' });
    }
  };

  return (
    <Form {...form}>
      <form noValidate onSubmit={(event) => void form.handleSubmit(onValid)(event)} className="grid gap-4">
        <FormInputField
          control={form.control}
          name="name"
          label="Skill"
          placeholder="e.g. Ceramic coating"
          autoComplete="off"
          maxLength={credentialLimits.skillName}
        />
        <FormSelectField control={form.control} name="level" label="Proficiency" options={levelOptions} />
        <FormDialogFooter onCancel={onDone} pending={add.isPending} submitLabel="Add Skill" busyLabel="Adding..." />
      </form>
    </Form>
  );
}
