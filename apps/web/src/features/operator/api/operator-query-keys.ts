/** Every cached answer of the operator console sits under 'operator'. */
export const operatorQueryKeys = {
  all: ['operator'] as const,
  audit: ['operator', 'audit'] as const,
};
