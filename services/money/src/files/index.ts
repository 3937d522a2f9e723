export { files } from './files.table';
export { createMoneyFiles, MONEY_FILES_PATH, type MoneyFiles } from './money-files';
