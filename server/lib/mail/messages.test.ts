import { careerMail, contactMail, enquiryMail, leadDeskLink } from './messages';

const at = '2026-02-01T10:00:00.000Z';

describe('office e-mails link to the lead in the staff desk', () => {
  it('on PUBLIC_URL’s origin, or as a path when it is unset', () => {
    expect(leadDeskLink('enquiry', 12, 'https://www.example.in/site')).toBe('https://www.example.in/staff/leads/enquiry/12');
    expect(leadDeskLink('career', 3, null)).toBe('/staff/leads/career/3');
  });

  it('ends each kind of e-mail with its own lead’s link', () => {
    const enquiry = enquiryMail({ id: 12, name: 'Asha', email: 'asha@example.in', phone: '9800000000', address: 'Nashik', message: 'Kitchen', created_at: at }, 'https://www.example.in');
    expect(enquiry.body.split('\n').pop()).toBe('Open it in the staff desk: https://www.example.in/staff/leads/enquiry/12');
    const contact = contactMail({ id: 5, name: 'Rohan', email: 'rohan@example.in', phone: '9822000000', message: 'Call me', created_at: at });
    expect(contact.body.split('\n').pop()).toBe('Open it in the staff desk: /staff/leads/contact/5');
    const career = careerMail(
      {
        id: 9,
        firstName: 'Meera',
        middleName: '',
        lastName: 'Kulkarni',
        email: 'meera@example.in',
        phone: '9822012345',
        selectedPost: 'Site Supervisor',
        currentLocation: 'Shirdi',
        currentEmployer: '',
        experience: '4 years',
        qualification: 'Diploma',
        resume_name: 'cv.pdf',
        resume_type: 'application/pdf',
        resume_size: 4,
        created_at: at,
      },
      'https://www.example.in',
    );
    expect(career.body).toContain('\nOpen it in the staff desk: https://www.example.in/staff/leads/career/9');
  });
});
