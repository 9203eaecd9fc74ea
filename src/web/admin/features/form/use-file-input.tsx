import { useRef, type DragEvent } from 'react';

/** The picture types an upload takes (the server's list). */
export const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';

/** The hidden file input behind an upload button; `open` shows the browser's file chooser. */
export function useFileInput(onFiles: (files: File[]) => void, multiple: boolean, testId: string) {
  const input = useRef<HTMLInputElement>(null);
  const element = (
    <input
      ref={input}
      type="file"
      accept={ACCEPT}
      multiple={multiple}
      hidden
      data-testid={`${testId}-file`}
      onChange={(e) => {
        const files = [...(e.target.files ?? [])];
        e.target.value = '';
        if (files.length) onFiles(files);
      }}
    />
  );
  return { element, open: () => input.current?.click() };
}

/** True when what is dragged over holds files (not a picture card being moved). */
export const hasFiles = (e: DragEvent) => [...e.dataTransfer.types].includes('Files');
