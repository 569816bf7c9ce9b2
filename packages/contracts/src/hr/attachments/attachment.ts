import { z } from 'zod';
import { FILE_KIND, type EnumValue } from '../../enums.ts';

/**
 * The file kind of SPEC.md section 3 from the file name's extension. Section 5's document list
 * (pdf, doc, docx, xls, xlt, xltm, xltx, xlsx, ppt, pptx, ods) plus text, images and archives.
 */
const KIND_BY_EXTENSION: Record<string, EnumValue<typeof FILE_KIND>> = {
  pdf: FILE_KIND.Pdf.value,
  txt: FILE_KIND.TextFile.value,
  csv: FILE_KIND.TextFile.value,
  doc: FILE_KIND.Word.value,
  docx: FILE_KIND.Word.value,
  ppt: FILE_KIND.PowerPoint.value,
  pptx: FILE_KIND.PowerPoint.value,
  jpg: FILE_KIND.Image.value,
  jpeg: FILE_KIND.Image.value,
  png: FILE_KIND.Image.value,
  gif: FILE_KIND.Image.value,
  webp: FILE_KIND.Image.value,
  bmp: FILE_KIND.Image.value,
  xls: FILE_KIND.Excel.value,
  xlt: FILE_KIND.Excel.value,
  xltm: FILE_KIND.Excel.value,
  xltx: FILE_KIND.Excel.value,
  xlsx: FILE_KIND.Excel.value,
  ods: FILE_KIND.Excel.value,
  zip: FILE_KIND.Zip.value,
  rar: FILE_KIND.Zip.value,
  '7z': FILE_KIND.Zip.value,
};

export function fileKindFromName(fileName: string): EnumValue<typeof FILE_KIND> {
  const dot = fileName.lastIndexOf('.');
  const ext = dot >= 0 ? fileName.slice(dot + 1).toLowerCase() : '';
  return KIND_BY_EXTENSION[ext] ?? FILE_KIND.Other.value;
}

export const attachmentSchema = z.object({
  id: z.number().int(),
  employeeId: z.number().int(),
  fileName: z.string(),
  fileKind: z.number().int(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  description: z.string().nullable(),
  uploadedBy: z.string().nullable(),
  uploadedAt: z.string(),
});
export type Attachment = z.infer<typeof attachmentSchema>;
