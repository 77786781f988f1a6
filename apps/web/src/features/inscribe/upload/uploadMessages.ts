import type {
  UploadFileIssue,
  UploadFileStatus,
  UploadOrderIssue,
  UploadOrderStatus,
} from '@drc20/core'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { UploadPaymentRefusal } from './uploadFlow'
import type { ZipReadError } from './useZipReader'

type FormatInteger = (value: number) => string

/** Why a whole zip cannot be used. */
export function zipReadErrorMessage(error: ZipReadError): MessageDescriptor {
  switch (error.code) {
    case 'NOT_A_ZIP':
      return msg`Only .zip files can be uploaded. Pick a zip of images.`
    case 'CORRUPT_ZIP':
      return msg`This zip is damaged and cannot be read. Zip the images again and pick the new file.`
    case 'EMPTY_ZIP':
      return msg`This zip holds no files.`
    case 'ZIP_BOMB':
      return error.breach === 'ENTRIES'
        ? msg`This zip holds more than 1,000 files. Split it into smaller zips.`
        : msg`This zip unpacks to more than 50 MB. Split it into smaller zips.`
    case 'READ_FAILED':
      return msg`The file could not be read. Pick it again.`
    default: {
      const unknown: never = error
      throw new Error(`unknown zip error ${JSON.stringify(unknown)}`)
    }
  }
}

/** Why one file of the zip is left out. */
export function uploadFileIssueMessage(
  issue: UploadFileIssue,
  integer: FormatInteger,
): MessageDescriptor {
  switch (issue.code) {
    case 'UNSAFE_PATH':
      return msg`Unsafe path in its name (".." or absolute)`
    case 'DUPLICATE_NAME':
      return msg`Duplicate name: the same name came earlier in the zip`
    case 'CORRUPT_FILE':
      return msg`Damaged: its data cannot be read`
    case 'EMPTY_FILE':
      return msg`Empty file`
    case 'FILE_TOO_LARGE': {
      const size = integer(issue.size)
      const max = integer(issue.maxSize)
      return msg`Too large: ${size} bytes, at most ${max}`
    }
    case 'UNSUPPORTED_FILE_TYPE':
      return issue.reason === 'extension'
        ? msg`Not an accepted type (webp, png, jpg, jpeg, avif, heic, gif)`
        : msg`Its content is not the image its name says`
    default: {
      const unknown: never = issue
      throw new Error(`unknown file issue ${JSON.stringify(unknown)}`)
    }
  }
}

/** What stops the order from being created. */
export function uploadOrderIssueMessage(
  issue: UploadOrderIssue,
): MessageDescriptor {
  switch (issue.code) {
    case 'BELOW_MIN_VOLUME':
      return msg`The minimum transaction volume is 25 DOGE: add files or choose priority.`
    case 'TERMS_NOT_ACCEPTED':
      return msg`Accept the terms of service`
    case 'DATA_ACCURACY_NOT_CONFIRMED':
      return msg`Confirm that the data is accurate`
    default: {
      const unknown: never = issue
      throw new Error(`unknown order issue ${JSON.stringify(unknown)}`)
    }
  }
}

/** Why the payment was not sent after the last look at the order. */
export function uploadPaymentRefusalMessage(
  refusal: UploadPaymentRefusal,
): MessageDescriptor {
  switch (refusal.code) {
    case 'ORDER_UNKNOWN':
      return msg`The upload service no longer knows this order. Upload the zip again.`
    case 'ORDER_NOT_PAYABLE':
      return msg`This order cannot be paid any more (paid, expired or refunding).`
    case 'ORDER_CHANGED':
      return msg`The order changed since you reviewed it. Review it again.`
    default: {
      const unknown: never = refusal
      throw new Error(`unknown refusal ${JSON.stringify(unknown)}`)
    }
  }
}

/** An upload order's status. */
export function uploadOrderStatusMessage(
  status: UploadOrderStatus,
): MessageDescriptor {
  switch (status) {
    case 'notpaid':
      return msg`Not paid`
    case 'underpaid':
      return msg`Underpaid`
    case 'expired':
      return msg`Expired`
    case 'uploading':
      return msg`Uploading`
    case 'successful':
      return msg`Successful`
    case 'failed':
      return msg`Failed`
    case 'refunding':
      return msg`Refunding`
    default: {
      const unknown: never = status
      throw new Error(`unknown order status ${JSON.stringify(unknown)}`)
    }
  }
}

/** One file's status in an order. */
export function uploadFileStatusMessage(
  status: UploadFileStatus,
): MessageDescriptor {
  switch (status) {
    case 'pending':
      return msg`Waiting`
    case 'inscribing':
      return msg`Inscribing`
    case 'inscribed':
      return msg`Inscribed`
    case 'failed':
      return msg`Failed`
    default: {
      const unknown: never = status
      throw new Error(`unknown file status ${JSON.stringify(unknown)}`)
    }
  }
}
