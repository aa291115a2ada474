import { z } from 'zod';
import { nameSchema } from './account';
import { authMessages } from './auth-messages';
import { minPasswordLength } from './constants';
import { roles } from './roles';

const email = z.string().trim().min(1, authMessages.emailRequired).email('Please enter a valid email address');
const password = z.string().min(minPasswordLength, authMessages.passwordTooShort);

export const roleSchema = z.enum(roles, { error: authMessages.invalidRole });

export const registerSchema = z
  .object({
    role: roleSchema,
    name: nameSchema.min(1, 'Name is required'),
    email,
    password,
    confirmPassword: z.string().min(1, 'Please confirm your password'),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: authMessages.passwordsDontMatch,
    path: ['confirmPassword'],
  });
export type RegisterForm = z.infer<typeof registerSchema>;

export const loginSchema = z.object({
  accountType: roleSchema,
  email,
  password: z.string().min(1, 'Password is required'),
});
export type LoginForm = z.infer<typeof loginSchema>;

export const forgotPasswordSchema = z.object({
  email: z.string().trim().min(1, authMessages.enterEmail).email('Please enter a valid email address'),
});

export const resetPasswordSchema = z
  .object({ password, confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    message: authMessages.resetPasswordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type ResetPasswordForm = z.infer<typeof resetPasswordSchema>;
