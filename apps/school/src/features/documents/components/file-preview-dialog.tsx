import { DownloadIcon } from 'lucide-react';
import type { SchoolDocument } from '@familyhub/contracts';
import {
  buttonVariants,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@familyhub/ui';
import { useFormats, useMessages } from '@familyhub/ui/i18n';
import { documentsMessages } from '../messages';

/** An image or a PDF shown in place, with its download; other types (HEIC) are offered as a download only. */
export function FilePreviewDialog({
  document,
  onOpenChange,
}: {
  document: SchoolDocument | null;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useMessages(documentsMessages);
  const formats = useFormats();
  const isPdf = document?.fileType === 'application/pdf';
  const isImage = document ? /^image\/(jpeg|png|gif|webp|avif)$/.test(document.fileType) : false;
  return (
    <Dialog open={document !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[95vh] sm:max-w-3xl">
        {document ? (
          <>
            <DialogHeader>
              <DialogTitle>{document.title}</DialogTitle>
              <DialogDescription>
                {document.fileName ?? t('preview.file')} · {formats.fileSize(document.fileSize)}
              </DialogDescription>
            </DialogHeader>
            {isImage ? (
              <img
                src={document.fileUrl}
                alt={document.title}
                className="max-h-[70vh] w-full rounded-md object-contain"
              />
            ) : isPdf ? (
              <iframe
                title={t('preview.pdfTitle', { title: document.title })}
                src={document.fileUrl}
                className="h-[70vh] w-full rounded-md border"
              />
            ) : (
              <p className="text-sm text-muted-foreground">{t('preview.cannotShow')}</p>
            )}
            <a
              href={document.fileUrl}
              download={document.fileName ?? true}
              className={buttonVariants({ variant: 'outline', className: 'justify-self-start' })}
            >
              <DownloadIcon aria-hidden /> {t('preview.download')}
            </a>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
