'use client';

import { chakra } from '@chakra-ui/react/styled-system';
import { inputRecipe } from '@/app/theme';

/**
 * Chakra's input look without its `Input` component, which brings Ark UI's form-field
 * machinery (about 3 KiB of JavaScript on every page) that a labelled text box does not need.
 */
export const TextInput = chakra('input', inputRecipe);
