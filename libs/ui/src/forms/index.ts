/**
 * `@familyhub/ui/forms`: form helpers on react-hook-form and the contracts' zod schemas. A separate entry point from
 * `@familyhub/ui` (which the shell shares with every remote at start) so react-hook-form, its resolvers and zod load
 * only with the first form that is opened (issue #16).
 */
export {
  AMOUNT_INPUT_MESSAGE,
  bodyResolver,
  contractResolver,
  type ContractResolverOptions,
} from './contract-resolver';
export { useSaveForm, type SaveForm, type SaveFormOptions } from './use-save-form';
export { EntityForm, type EntityFormProps } from './entity-form';
