/**
 * The classes of the signed-in frame's parts, outermost first: what decides where a first-paint page's heading paints.
 * The first-paint markup tests compare them between the built markup and what the shell draws.
 */
export function frameClasses(root: ParentNode) {
  const main = root.querySelector('main#main-content');
  const column = main?.parentElement;
  return {
    page: column?.parentElement?.className,
    sidebar: root.querySelector('aside')?.className,
    header: root.querySelector('header')?.className,
    column: column?.className,
    main: main?.className,
  };
}
